// `npm run telegram:demo`: the demo's Telegram, on this machine. Runs the local fake of the Bot API
// (the bot that `npm run seed:demo` configures), prints every message the panel's bot sends, and sends
// what you type as the linked reseller's messages (try /saldo, /vencendo, /linha USUÁRIO). Start the
// panel with TELEGRAM_API_ROOT=http://127.0.0.1:8081 to talk to it.
import { createInterface } from 'node:readline';
import { DEMO_BOT, startFakeTelegram } from '../src/server/test/fake-telegram';

const port = Number(process.env.TELEGRAM_DEMO_PORT ?? 8081);
const fake = await startFakeTelegram({
  tokens: { [DEMO_BOT.token]: DEMO_BOT.username },
  port,
  onSend: (m) => console.log(`\n[@${DEMO_BOT.username} → ${m.chat_id}]\n${m.text}\n`),
});
console.log(`Telegram de demonstração em ${fake.url} (bot @${DEMO_BOT.username}).`);
console.log(
  `Inicie o painel com TELEGRAM_API_ROOT=${fake.url} e digite aqui como o Telegram vinculado (chat ${DEMO_BOT.chat}): /saldo, /vencendo, /linha USUÁRIO.`,
);
const input = createInterface({ input: process.stdin });
input.on('line', (line) => line.trim() && fake.userSays(DEMO_BOT.chat, line.trim()));
const stop = () => void fake.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
// Its input closed (Ctrl+D, or run without a terminal and the input ended): nothing more to send, so it ends.
input.once('close', stop);
