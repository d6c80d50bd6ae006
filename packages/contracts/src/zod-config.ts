import { z } from 'zod';

/** A missing field reads 'Required' wherever the schemas are used, the API's answers and the forms alike. */
z.config({ customError: (issue) => (issue.input === undefined ? 'Required' : undefined) });
