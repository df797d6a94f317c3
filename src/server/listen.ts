import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DocgenError } from '../errors.js';

/** Starts listening; a busy port or an unknown address is the user's to fix, so it is reported as such. */
export function listen(server: Server, host: string, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE')
        reject(
          new DocgenError(
            `port ${port} on ${host} is in use`,
            undefined,
            'pass --port with another number, or stop the server that uses it',
          ),
        );
      else if (error.code === 'EADDRNOTAVAIL' || error.code === 'ENOTFOUND') {
        reject(
          new DocgenError(
            `cannot listen on ${host}: no such address on this machine`,
            undefined,
            'pass --host 127.0.0.1, or an address of this machine',
          ),
        );
      } else reject(error);
    });
    server.listen(port, host, () => resolve((server.address() as AddressInfo).port));
  });
}

export function serverUrl(host: string, port: number, basePath = '/'): string {
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}${basePath}`;
}
