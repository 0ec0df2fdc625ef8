// The poster shown when a movie or series has no thumb (spec section 2: a 520x420 placeholder), drawn
// here as an SVG so nothing is fetched from outside the panel.
const SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="520" height="420" viewBox="0 0 520 420"><rect width="520" height="420" fill="#d9d9d9"/><rect x="200" y="150" width="120" height="90" rx="8" fill="none" stroke="#8c8c8c" stroke-width="8"/><polygon points="248,175 248,215 280,195" fill="#8c8c8c"/><text x="260" y="290" font-family="Arial, sans-serif" font-size="24" fill="#595959" text-anchor="middle">Sem imagem</text></svg>`;

export const POSTER_PLACEHOLDER = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(SVG)}`;
