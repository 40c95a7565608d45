// How db:backup and db:restore end: 0 when done; 1 with one line for a refusal or a mistake (a
// missing backup, the wrong database, a setting); 2 with the usage for arguments they do not take.
// Anything else is a fault of ours and keeps its stack.
import { ConfigError } from "~/utils/config.server";
import { BackupError } from "./manifest";

export class UsageError extends Error {}

export async function runCommand(name: string, usage: string, main: () => Promise<void>) {
  try {
    await main();
  } catch (error) {
    const code = (error as { code?: string }).code ?? "";
    if (error instanceof UsageError || code.startsWith("ERR_PARSE_ARGS")) {
      console.error(`${name}: ${(error as Error).message}\n${usage}`);
      process.exitCode = 2;
    } else if (error instanceof BackupError || error instanceof ConfigError) {
      console.error(`${name}: ${error.message.replace(/\n\s*/g, " ")}`);
      process.exitCode = 1;
    } else {
      throw error;
    }
  }
}

/** BACKUP_DIR, or backups/ in the folder the command runs in (beside ./data). */
export const backupsDirOf = (env: NodeJS.ProcessEnv) => env.BACKUP_DIR || "backups";
