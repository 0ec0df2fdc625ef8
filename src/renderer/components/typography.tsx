// antd's Typography looks for what the signed-in frame and the line lists show (a screen's title, a
// coloured or bold text, one line cut with an ellipsis), drawn with the theme's tokens. Typography itself,
// with its measuring, copying and editing, is some 7 KB these first loads do without (issue 21); the other
// screens keep antd's.
import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { theme } from 'antd';

type GlobalToken = ReturnType<typeof theme.useToken>['token'];
type TextType = 'secondary' | 'success' | 'warning' | 'danger';

const TEXT_COLORS: Record<TextType, (token: GlobalToken) => string> = {
  secondary: (token) => token.colorTextDescription,
  success: (token) => token.colorSuccessText,
  warning: (token) => token.colorWarningText,
  danger: (token) => token.colorErrorText,
};

/** One line that ends in an ellipsis when it does not fit, as antd's `ellipsis`. */
export const ELLIPSIS: CSSProperties = {
  display: 'inline-block',
  maxWidth: '100%',
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
  verticalAlign: 'bottom',
};

/** Typography.Title (level 3, the screens' titles). */
export function Title({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  const { token } = theme.useToken();
  return (
    <h3
      style={{
        marginBottom: '0.5em',
        color: token.colorTextHeading,
        fontWeight: token.fontWeightStrong,
        fontSize: token.fontSizeHeading3,
        lineHeight: token.lineHeightHeading3,
        wordBreak: 'break-word',
        ...style,
      }}
    >
      {children}
    </h3>
  );
}

interface TextProps extends HTMLAttributes<HTMLSpanElement> {
  type?: TextType;
  strong?: boolean;
  ellipsis?: boolean;
  'data-testid'?: string;
}

/** Typography.Text: `type` colours it, `strong` bolds it, `ellipsis` keeps it to one line. */
export function Text({ type, strong, ellipsis, style, children, ...span }: TextProps) {
  const { token } = theme.useToken();
  return (
    <span
      {...span}
      style={{
        color: type ? TEXT_COLORS[type](token) : token.colorText,
        wordBreak: 'break-word',
        lineHeight: token.lineHeight,
        ...(ellipsis ? ELLIPSIS : {}),
        ...style,
      }}
    >
      {strong ? <strong style={{ fontWeight: token.fontWeightStrong }}>{children}</strong> : children}
    </span>
  );
}
