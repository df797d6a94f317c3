/**
 * A static server in a process of its own, so that a test can read its descriptors and memory
 * from /proc without counting its own. Prints the port once listening.
 */
import type { AddressInfo } from 'node:net';
import { createStaticServer } from '../../src/server/serve-static.js';

const [root, idle] = process.argv.slice(2);
const server = createStaticServer({ root: root!, idleTimeoutMs: idle ? Number(idle) : undefined });
server.listen(0, '127.0.0.1', () => process.stdout.write(`${(server.address() as AddressInfo).port}\n`));
