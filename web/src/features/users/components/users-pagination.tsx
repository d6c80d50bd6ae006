import { Button } from '../../../components/ui/button';

interface UsersPaginationProps {
  /** 'Page X of Y', or nothing while the page loads. */
  text: string | null;
  canPrevious: boolean;
  canNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

export function UsersPagination({ text, canPrevious, canNext, onPrevious, onNext }: UsersPaginationProps) {
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
