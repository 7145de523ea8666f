/** The results panel: alerts in the words of docs/product.md §8, the per-ray table, other values and list tables. */
import { type CalculatorSpec, isEngineError } from '@optics-toolbox/optics-engine';
import { Alert, ResultTable } from '@optics-toolbox/ui';
import type { PageResult } from './compute.js';
import { type Display, otherOutputs, rayTable } from './output-rows.js';

export function Results(props: {
  spec: CalculatorSpec;
  result: PageResult;
  /** Outputs already shown in linked input fields. */
  skip: ReadonlySet<string>;
  display: Display;
  /** The input the error belongs to (shown there too). */
  errorField?: string;
  /** Highlights the values (docs/product.md §8: outputs highlighted on total internal reflection). */
  highlight?: boolean;
}) {
  const { spec, result, skip, display } = props;
  const error = result.error;
  if (error) {
    const physics = isEngineError(error) && error.code === 'physics';
    return (
      <div className="results-error">
        <Alert>{physics || !props.errorField ? error.message : 'Check the highlighted input.'}</Alert>
      </div>
    );
  }
  const rays = rayTable(result.outputs, spec.outputs, display);
  const { scalars, lists } = otherOutputs(result.outputs, spec.outputs, skip, display);
  return (
    <div className="results">
      {rays && <ResultTable columns={rays.columns} rows={rays.rows.map((r) => ({ ...r, error: props.highlight }))} />}
      {scalars.length > 0 && (
        <ResultTable
          rows={scalars.map((s) => ({
            id: s.id,
            label: s.label,
            cells: [
              s.value.includes('\n') ? (
                <pre key="text" className="result-text">
                  {s.value}
                </pre>
              ) : (
                s.value
              ),
            ],
          }))}
        />
      )}
      {lists.map((l) => (
        <table key={l.id} className="ot-result-table list-table" data-output={l.id}>
          {l.label && <caption>{l.label}</caption>}
          <thead>
            <tr>
              {l.columns.map((c) => (
                <th scope="col" key={c}>
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {l.rows.map((r, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional.
              <tr key={i}>
                {r.map((v, j) => (
                  <td className="ot-value" key={l.columns[j]}>
                    {v}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      ))}
      {!rays && scalars.length === 0 && lists.length === 0 && <p className="ot-hint">All results are in the fields.</p>}
    </div>
  );
}
