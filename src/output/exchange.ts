import { execFile } from 'node:child_process';

/**
 * Swaps two folders' names in one step (Linux `renameat2(RENAME_EXCHANGE)`, macOS `renamex_np(RENAME_SWAP)`),
 * so that a path always names one of them. Node offers no binding to either call; Python's ctypes
 * does, and Python is on almost every Linux and macOS machine. Answers false when the call is out of
 * reach (no Python, an old kernel, a file system without it): nothing has moved then.
 */
export function exchangeNames(a: string, b: string): Promise<boolean> {
  if (process.env.DOCGEN_NO_EXCHANGE === '1') return Promise.resolve(false);
  return new Promise((resolve) => {
    execFile('python3', ['-c', EXCHANGE, a, b], { timeout: 10_000 }, (error) => resolve(!error));
  });
}

const EXCHANGE = `
import ctypes, sys
libc = ctypes.CDLL(None, use_errno=True)
a, b = (p.encode() for p in sys.argv[1:3])
if hasattr(libc, "renameat2"):
    ok = libc.renameat2(-100, a, -100, b, 2) == 0
elif hasattr(libc, "renamex_np"):
    ok = libc.renamex_np(a, b, 2) == 0
else:
    ok = False
sys.exit(0 if ok else 1)
`;
