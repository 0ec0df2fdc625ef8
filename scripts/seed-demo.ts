// `npm run seed:demo`: fills a fresh data folder with a small realistic network and prints the logins.
// Refuses a folder that already has accounts besides the admin (use --force to add anyway).
import { loadConfig, ConfigError } from '../src/server/config';
import { migrateToLatest, openDatabase } from '../src/server/db';
import { ensureAdmin } from '../src/server/core/bootstrap';
import { seedNetwork, withBalances } from './seed/network';
import { seedLines } from './seed/lines';
import { seedTickets } from './seed/tickets';
import { seedCatalogue } from './seed/catalogue';
import { seedOperations } from './seed/operations';
import { seedTelegram } from './seed/telegram';
import { buildApp } from '../src/server/app';

const DEMO_PASSWORD = 'Demo-2026';

async function main() {
  // The demo customers pay on the demo gateway (in this process only; the server takes payments as
  // its own PAYMENTS says).
  const config = loadConfig({ PAYMENTS: 'offline', ...process.env });
  const { db, dialect } = openDatabase(config.database);
  try {
    await migrateToLatest(db);
    const admin = await ensureAdmin(db, config.adminUsername, config.adminPassword);
    const { n } = await db
      .selectFrom('accounts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    if (Number(n) > 1 && !process.argv.includes('--force')) {
      console.error(`A pasta de dados ${config.dataDir} já tem uma rede. Use uma pasta nova (DATA_DIR=...) ou --force.`);
      process.exitCode = 1;
      return;
    }
    const logins = await seedNetwork(db, DEMO_PASSWORD);
    const { app, ctx } = await buildApp({ config, db, dialect, logger: false });
    const resellers = await db
      .selectFrom('accounts')
      .selectAll()
      .where('username', 'in', ['revenda.poa', 'revenda.sp', 'revenda.recife', 'sub.canoas'])
      .execute();
    const lines = await seedLines(ctx, resellers);
    const adminAccount = await db.selectFrom('accounts').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
    const telegram = await seedTelegram(ctx, resellers.find((r) => r.username === 'revenda.sp')!);
    const tickets = await seedTickets(ctx, adminAccount, resellers);
    const catalogue = await seedCatalogue(ctx, adminAccount, resellers);
    const operations = await seedOperations(ctx, resellers.find((r) => r.username === 'revenda.sp')!);
    await app.close();
    console.log(`\nRede de demonstração criada em ${config.dataDir}, com ${lines} linhas de clientes e ${tickets} tickets.`);
    console.log(`Catálogo: ${catalogue.movies} filmes e ${catalogue.series} séries; ${catalogue.smartUsers} usuários do Smart App.`);
    console.log(`Portal de recargas de revenda.sp: ${operations.recharges} recargas; primeiro backup: ${operations.backup}.`);
    console.log(
      `Telegram: ${telegram.linked} vinculado ao bot @${telegram.bot} (veja as mensagens com npm run telegram:demo e o painel com TELEGRAM_API_ROOT=http://127.0.0.1:8081).\n`,
    );
    if (admin.created) console.log(`admin: usuário "${config.adminUsername}", senha "${admin.password}"`);
    // The balances as the seeds left them (lines, recharges and DNS spent some).
    console.table(
      (await withBalances(db, logins)).map((l) => ({
        usuário: l.username,
        senha: l.password,
        perfil: l.profile,
        franquia: l.franchise,
        créditos: l.credits,
        dono: l.owner,
      })),
    );
  } finally {
    await db.destroy();
  }
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? `Configuração inválida: ${error.message}` : error);
  process.exit(1);
});
