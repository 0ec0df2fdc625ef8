// antd's Modal for ViewDialog (dialogs.tsx), which loads it with the first dialog opened (issue 21).
export { Modal as default } from 'antd';
