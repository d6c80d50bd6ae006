export function Copyright({ name }: { name: string | undefined }) {
  return (
    <span>
      © {new Date().getFullYear()} {name}
    </span>
  );
}
