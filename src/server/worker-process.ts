/** A worker of portal-cluster.ts: the server, on the database its primary opened and prepared. */
import { runServerProcess } from './main.ts';

await runServerProcess();
