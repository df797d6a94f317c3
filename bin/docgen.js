#!/usr/bin/env node
import v8 from 'node:v8';

// React picks its development or production build when first loaded, and the development one renders
// several times slower: decide before anything imports it. An author can still ask for development.
process.env.NODE_ENV ??= 'production';
// A build is short: V8's optimizing compiler, run anew in each render thread, cost more than the code it
// sped up. Without inlining it compiles far less; measured, builds took 10-15% less time and CPU.
v8.setFlagsFromString('--no-turbo-inlining');
// Under the default heap limit (GBs on a large machine) V8 lets a heap grow to about 4 times what survived its last
// full collection before the next one. The main thread keeps ~46 MB live while the pages it writes pass through it,
// so at 20 versions it reached 176 MB before its first full collection, and a build's peak grew with its length.
// Growing by 40 % (the factor the render threads' 512 MB bound gives them) keeps it near the live size: measured on
// 200 docs in 20 versions (4,224 pages), cold peak 530 -> 444 MB and CPU 148 -> 118 s.
v8.setFlagsFromString('--heap-growing-percent=40');
const { main } = await import('../dist/cli/main.js');

main(process.argv).then((code) => {
  process.exitCode = code;
});
