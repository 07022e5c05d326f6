import "./polyfills.js"; console.log("hello", typeof (Promise as any).withResolvers);
