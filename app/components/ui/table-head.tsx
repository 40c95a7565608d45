/** A data table's header row: one column header per name. */
export function TableHead({ columns, cellClassName }: { columns: readonly string[]; cellClassName: string }) {
  return (
    <thead>
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
