import { z } from 'zod';

export const absoluteUrl = z.url({ message: 'expected an absolute URL such as "https://example.com"' });
