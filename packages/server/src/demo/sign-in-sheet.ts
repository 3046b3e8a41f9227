import type { DemoSummary } from './load-demo.js';

/** What `npm run demo` prints: where to go, who to sign in as, and how two-factor codes arrive. */
export function signInSheet(
  s: DemoSummary,
  opts: { appUrl: string; mailDir: string; seconds: number; startCommand: string },
): string {
  const out: string[] = [];
  out.push('', `Demo loaded in ${opts.seconds.toFixed(0)} s: a district and three local assemblies with a year of payables.`, '');
  out.push(`Start the app with \`${opts.startCommand}\`, then open ${opts.appUrl}/login`, '');
  out.push(
    s.admin.password
      ? `Super-Admin (every company):  ${s.admin.email}  /  ${s.admin.password}`
      : `Super-Admin (every company):  ${s.admin.email}  (the password you already have)`,
  );
  out.push('', `Every demo user's password: ${s.password}`);
  for (const c of s.companies) {
    out.push('', `${c.name} (${c.level})${c.twoFactor ? ' - two-factor sign-in is on' : ''}`);
    for (const u of c.users) out.push(`  ${u.email.padEnd(40)} ${u.name.padEnd(18)} ${u.role}`);
  }
  out.push(
    '',
    'Two-factor sign-in: after the password, the app asks for a 6-digit code sent by mail. Without SMTP_URL the',
    `server prints that mail in its terminal and saves it as an .eml file under ${opts.mailDir}.`,
    '',
  );
  return out.join('\n');
}

/**
 * The start command that serves what the demo loaded: the demo's own DATA_DIR, PORT and HOST (when it was
 * given them) go in front of `npm start`, since a bare `npm start` would open ./data on port 3000.
 */
export function demoStartCommand(env: NodeJS.ProcessEnv, usedServer: boolean): string {
  const quote = (v: string) => (/^[\w./:@%+=,-]+$/.test(v) ? v : `'${v.replaceAll("'", "'\\''")}'`);
  const names = usedServer ? ['PORT', 'HOST'] : ['DATA_DIR', 'PORT', 'HOST'];
  const given = names.filter((n) => env[n]).map((n) => `${n}=${quote(env[n] as string)}`);
  // The server's address holds its password: name the variable rather than print it.
  if (usedServer) given.unshift('DATABASE_URL=<the same>');
  return [...given, 'npm start'].join(' ');
}
