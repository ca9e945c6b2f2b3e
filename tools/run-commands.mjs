// Running the checks' and builds' commands, one in the terminal or several side by side.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(fileURLToPath(import.meta.url), '..', '..');

/**
 * Runs one command from the repository's root; resolves with its exit status, its wall seconds and,
 * when buffered, its output.
 */
export function run({ command, env }, { buffered = false } = {}) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command[0], command.slice(1), {
      cwd: root,
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      resolve({
        status: status ?? 1,
        seconds: Math.round((Date.now() - started) / 1000),
        output: Buffer.concat(output).toString(),
      });
    });
  });
}

/**
 * Runs commands side by side. Each one's output is printed whole when it ends, under its name, so
 * that two outputs never interleave.
 */
export function runTogether(commands) {
  return Promise.all(
    commands.map(async (each) => {
      const result = await run(each, { buffered: true });
      console.log(`\n== ${each.name}: ${each.command.join(' ')} (${result.seconds} s)`);
      process.stdout.write(result.output);
      return result;
    }),
  );
}
