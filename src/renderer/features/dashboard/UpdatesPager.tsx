// The pager of 'Últimas Atualizações' (Walls.tsx), loaded only when there is more than one page:
// antd's Pagination brings its Select along, which the dashboard has no other use for (issue 21).
export { Pagination as default } from 'antd';
