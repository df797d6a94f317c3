#!/usr/bin/env node
// React picks its development or production build when first loaded, and the development one renders
// several times slower: decide before anything imports it. An author can still ask for development.
process.env.NODE_ENV ??= 'production';
const { main } = await import('../dist/cli/main.js');

main(process.argv).then((code) => {
  process.exitCode = code;
});
