import { PROCESS_STAGES, processStageLabels } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { pipelineSummary } from './pipeline-summary';

const pipeline = (counts: number[]) => ({
  stages: PROCESS_STAGES.map((stage, i) => ({ stage, label: processStageLabels[stage], patients: counts[i] ?? 0 })),
  patients: counts.reduce((a, b) => a + b, 0),
});

describe('the pipeline summary', () => {
  it('says how many patients in all and at each stage that has any, in order', () => {
    expect(pipelineSummary(pipeline([2, 0, 1, 0, 3, 1]))).toBe(
      '7 patients in all. waiting for tissue: 2; received by the lab: 1; vials ready: 3; vials shipped: 1.',
    );
    expect(pipelineSummary(pipeline([0, 1]))).toBe('1 patient in all. tissue shipped to the lab: 1.');
    expect(pipelineSummary(pipeline([]))).toBe('No patients yet.');
  });
});
