/** Where the CLI writes: injectable for tests. */
export interface Io {
  out(text: string): void;
  err(text: string): void;
  stderrIsTty: boolean;
}

export const processIo: Io = {
  out: (t) => process.stdout.write(t),
  err: (t) => process.stderr.write(t),
  stderrIsTty: Boolean(process.stderr.isTTY),
};
