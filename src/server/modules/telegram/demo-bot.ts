// The demo's bot: `npm run seed:demo` configures it, `npm run telegram:demo` answers as it (a local
// stand-in of the Bot API); the server names the demo when this bot cannot be read.
export const DEMO_BOT = { token: '700000001:AADemoTokenDoPainelRevendaDemo12345', username: 'painel_demo_bot', chat: 1001 } as const;
