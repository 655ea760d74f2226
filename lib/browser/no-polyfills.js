// Stands in for Next's polyfill module (trimStart, flat, Array.prototype.at, Object.hasOwn, …): every browser in
// package.json's browserslist has them, so the page ships none (next.config.mjs).
