/** A data table's header row: one column header per name. */
export function TableHead({ columns, cellClassName, className }: { columns: readonly string[]; cellClassName: string; className?: string }) {
  return (
    <thead className={className}>
      <tr>
        {columns.map((column) => (
          <th key={column} className={cellClassName} scope="col">
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
