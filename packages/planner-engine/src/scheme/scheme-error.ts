/**
 * The one error a scheme boundary throws. `field` is the dotted path of the offending value
 * (`canvas.objects.3.left`), and the message names that field and what is allowed, so the API
 * can answer 400 with it and the planner can show it next to the input.
 */
export class SchemeError extends Error {
  /** Dotted path of the offending value inside the scheme ('' for the scheme itself). */
  readonly field: string;
  /** What is wrong, without the field (the message is `field: reason`). */
  readonly reason: string;
  constructor(field: string, message: string) {
    super(field ? `${field}: ${message}` : message);
    this.name = 'SchemeError';
    this.field = field;
    this.reason = message;
  }
}

export const isSchemeError = (e: unknown): e is SchemeError => e instanceof SchemeError;
