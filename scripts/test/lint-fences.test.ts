import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

/** The rules a file at `path` holding `code` breaks, as `npm run lint` reads it. */
async function broken(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, path) });
  return result!.messages.map((m) => m.ruleId ?? m.message);
}

const fence = 'import-x/no-restricted-paths';

describe("the lint's fences between layers (eslint.config.js)", () => {
  it('refuses core importing the API, the simulators or the SPA', async () => {
    expect(await broken('packages/core/src/members/probe.ts', "import { createApp } from '../../../api/src/app';\nexport const x = createApp;\n")).toContain(
      fence,
    );
    expect(
      await broken(
        'packages/core/src/members/probe.ts',
        "import { startBoldSignSimulator } from '../../../simulators/src';\nexport const x = startBoldSignSimulator;\n",
      ),
    ).toContain(fence);
  });

  it("refuses the API reaching core's entities or db/, and lets it call core's verbs", async () => {
    expect(
      await broken(
        'packages/api/src/routes/probe.ts',
        "import { memberEntity } from '../../../core/src/members/member.entity';\nexport const x = memberEntity;\n",
      ),
    ).toContain(fence);
    expect(
      await broken('packages/api/src/routes/probe.ts', "import { entryPage } from '../../../core/src/db/paging';\nexport const x = entryPage;\n"),
    ).toContain(fence);
    expect(await broken('packages/api/src/routes/probe.ts', "import { Members } from '@portal/core';\nexport const x = Members;\n")).toEqual([]);
  });

  it('keeps the simulators apart, and the contracts free of the server', async () => {
    expect(await broken('packages/simulators/src/probe.ts', "import { Membership } from '@portal/contracts';\nexport const x = Membership;\n")).toContain(
      fence,
    );
    expect(await broken('packages/contracts/src/probe.ts', "import { Members } from '@portal/core';\nexport const x = Members;\n")).not.toEqual([]);
  });

  it('keeps the SPA on contracts, and its features out of each other', async () => {
    expect(await broken('web/src/features/members/probe.ts', "import { Members } from '@portal/core';\nexport const x = Members;\n")).not.toEqual([]);
    expect(await broken('web/src/features/members/probe.ts', "import * as other from '../vials/api/keys';\nexport const x = other;\n")).toContain(fence);
  });

  it('lets a test reach into what it checks', async () => {
    expect(
      await broken('packages/api/src/routes/probe.int.test.ts', "import { countOf } from '../../../core/src/db/counters';\nexport const x = countOf;\n"),
    ).toEqual([]);
  });
});
