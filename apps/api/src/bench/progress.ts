// A one-line progress bar on stderr (redrawn in place on a terminal, a line per step and per tenth otherwise).
export function progressBar(stream: NodeJS.WriteStream = process.stderr) {
  const started = Date.now();
  let lastStep = '';
  let lastTenth = -1;
  return (step: string, done: number, total: number) => {
    const ratio = total ? done / total : 1;
    const width = 30;
    const filled = Math.round(ratio * width);
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    const line = `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${(ratio * 100).toFixed(0).padStart(3)}% ${step} ${done.toLocaleString('es-PE')}/${total.toLocaleString('es-PE')} · ${seconds} s`;
    if (stream.isTTY) {
      stream.write(`\r${line.padEnd(100)}`);
      if (done >= total) stream.write('\n');
      return;
    }
    const tenth = Math.floor(ratio * 10);
    if (step !== lastStep || tenth !== lastTenth || done >= total) stream.write(`${line}\n`);
    lastStep = step;
    lastTenth = tenth;
  };
}
