import { FileLink } from '../../../components/ui/file-link';
import { openTemplateFile, templateFileHref } from '../api/open-template-file';

/** 'See File': opens the template's uploaded PDF in a new tab through a short-lived link. */
export function TemplateFileLink({ file }: { file: string }) {
  return (
    <FileLink href={templateFileHref(file)} open={() => openTemplateFile(file)}>
      See File
    </FileLink>
  );
}
