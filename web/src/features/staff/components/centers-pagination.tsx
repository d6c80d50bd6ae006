import { Button } from '../../../components/ui/button';

interface CentersPaginationProps {
  /** 'Page X of Y', or nothing while the list loads. */
  text: string | null;
  canPrevious: boolean;
  canNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

export function CentersPagination({ text, canPrevious, canNext, onPrevious, onNext }: CentersPaginationProps) {
  return (
    <div className="pagination">
      <Button variant="secondary" disabled={!canPrevious} onClick={onPrevious}>
        Previous
      </Button>
      <span className="pagination-text" aria-live="polite">
        {text}
      </span>
      <Button variant="secondary" disabled={!canNext} onClick={onNext}>
        Next
      </Button>
    </div>
  );
}
