// What both console pages share: HTML escaping, the security headers of a page that handles
// secrets, and the hash that lets one inline script (the import map) run under that policy.
import { createHash } from 'node:crypto';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** The CSP source of an inline script's exact text. */
/** The start of a page, through its <title>: the rest of its <head> follows. */
export function pageStart(title: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>`;
}

export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * Headers of a console page. The Content-Security-Policy lets scripts come from this node only
 * (plus inline scripts named by hash), and lets the page talk to this node only
 * (connect-src 'self'): even an injected script could not send a secret phrase elsewhere.
 * No referrer leaves the page; no other site may frame it (clickjacking a send form).
 */
export function pageHeaders(inlineScriptHashes: readonly string[] = []): Record<string, string> {
  const csp = [
    "default-src 'none'",
    `script-src 'self'${inlineScriptHashes.map((h) => ` ${h}`).join('')}`,
    "connect-src 'self'",
    "style-src 'unsafe-inline'",
    "img-src 'self' data:",
    "form-action 'self'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
  };
}
