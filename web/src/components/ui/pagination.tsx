import { Button } from './button';

interface PaginationProps {
  /** 'Page X of Y', or nothing while the list loads. */
  text: string | null;
  canPrevious: boolean;
  canNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

export function Pagination({ text, canPrevious, canNext, onPrevious, onNext }: PaginationProps) {
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
