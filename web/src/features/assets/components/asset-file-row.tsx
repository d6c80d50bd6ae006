import { assetMediaPath } from '@portal/contracts';
import { Controller, useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FileLink } from '../../../components/ui/file-link';
import { Input } from '../../../components/ui/input';
import { openMedia } from '../../../lib/media';
import { ASSET_FILE_ACCEPT, type AssetFormValues } from '../utils/asset-form';

interface AssetFileRowProps {
  control: Control<AssetFormValues>;
  register: UseFormRegister<AssetFormValues>;
  index: number;
  errors?: FieldErrors<AssetFormValues['files'][number]>;
  onRemove: () => void;
}

/** One file of the form: its name, the stored file (if any) and a picker to choose a new one. */
export function AssetFileRow({ control, register, index, errors, onRemove }: AssetFileRowProps) {
  const stored = useWatch({ control, name: `files.${index}.path` });
  const n = index + 1;
  return (
    <div className="form-grid asset-item-row">
      <Input label={`File ${n} Name`} autoComplete="off" error={errors?.name?.message} {...register(`files.${index}.name`)} />
      <Controller
        control={control}
        name={`files.${index}.file`}
        render={({ field }) => (
          <Input
            label={`File ${n}`}
            type="file"
            accept={ASSET_FILE_ACCEPT}
            required={!stored}
            hint={stored ? 'Choose a file to replace the one stored.' : 'A PDF or an image, up to 4 MB.'}
            error={errors?.file?.message}
            onChange={(event) => field.onChange(event.target.files?.[0] ?? null)}
            onBlur={field.onBlur}
            name={field.name}
            ref={field.ref}
          />
        )}
      />
      {stored && (
        <p className="field-hint">
          Stored file:{' '}
          <FileLink href={`/${assetMediaPath(stored)}`} open={() => openMedia(assetMediaPath(stored))}>
            see file
          </FileLink>
        </p>
      )}
      <Button variant="secondary" className="button--small" onClick={onRemove}>
        Remove File {n}
      </Button>
    </div>
  );
}
