// The node's API as index.html calls it: reads by GET (no secret is ever among their
// parameters), writes by POST with the fields in the body. Errors come back as exceptions
// carrying the node's errorDescription.
export class ApiCallError extends Error {
  constructor(requestType, status, body) {
    super(`${requestType}: ${body.errorDescription ?? `HTTP ${status}`}`);
    this.status = status;
    this.body = body;
  }
}

async function answer(requestType, response) {
  const body = await response.json();
  if (!response.ok || body.errorCode !== undefined) throw new ApiCallError(requestType, response.status, body);
  return body;
}

export async function get(requestType, params = {}) {
  const query = new URLSearchParams({ requestType, ...params });
  return answer(requestType, await fetch(`/api?${query}`));
}

export async function post(requestType, params = {}) {
  const body = new URLSearchParams({ requestType, ...params });
  return answer(requestType, await fetch('/api', { method: 'POST', body }));
}
