import type { LabPipeline } from '@portal/contracts';

const patientsText = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'patient' : 'patients'}`;

/** What the pipeline chart says in words: the lab's patients, and how many are at each stage that has any. */
export function pipelineSummary(pipeline: LabPipeline): string {
  if (pipeline.patients === 0) return 'No patients yet.';
  const at = pipeline.stages.filter((s) => s.patients > 0).map((s) => `${s.label.toLowerCase()}: ${s.patients.toLocaleString('en-US')}`);
  return `${patientsText(pipeline.patients)} in all. ${at.join('; ')}.`;
}
