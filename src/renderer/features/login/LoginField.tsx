// A login field: antd's vertical Form.Item with an outlined Input (or Input.Password, with its eye),
// drawn from the theme's tokens; and a row without a label (LoginRow). antd's Form and Input would add
// some 30 KB to the login page (issue 21). The states (hover, focus, error, disabled) are in styles.css,
// under .login-input.
import { useState, type CSSProperties, type InputHTMLAttributes, type ReactNode } from 'react';
import { theme } from 'antd';
import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'value' | 'onChange' | 'type'>;

interface LoginFieldProps extends InputProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** The field's mark: red, with the message under it. */
  error?: string;
  /** A hint under the field. */
  extra?: string;
  password?: boolean;
}

export function LoginField({ label, name, value, onChange, error, extra, password = false, ...input }: LoginFieldProps) {
  const { token } = theme.useToken();
  const [visible, setVisible] = useState(false);
  const described = [error && `${name}_help`, extra && `${name}_extra`].filter(Boolean).join(' ') || undefined;
  const toggle = () => {
    if (!input.disabled) setVisible(!visible);
  };
  // antd's Input: the text line centred in the control's height, inside the border.
  const padBlock = Math.max(Math.round(((token.controlHeight - token.fontSize * token.lineHeight) / 2) * 10) / 10 - token.lineWidth, 0);
  // antd's Input: its colours as variables for the states in styles.css, its size and border here.
  const look = {
    '--login-input-text': token.colorText,
    '--login-input-bg': token.colorBgContainer,
    '--login-input-border': token.colorBorder,
    '--login-input-hover': token.colorPrimaryHover,
    '--login-input-active': token.colorPrimary,
    '--login-input-shadow': `0 0 0 ${token.controlOutlineWidth}px ${token.controlOutline}`,
    '--login-input-error': token.colorError,
    '--login-input-error-hover': token.colorErrorBorderHover,
    '--login-input-error-shadow': `0 0 0 ${token.controlOutlineWidth}px ${token.colorErrorOutline}`,
    '--login-input-disabled-bg': token.colorBgContainerDisabled,
    '--login-input-disabled-border': token.colorBorderDisabled,
    '--login-input-disabled-text': token.colorTextDisabled,
    '--login-input-placeholder': token.colorTextPlaceholder,
    '--login-input-icon': token.colorTextTertiary,
    '--login-input-icon-hover': token.colorText,
    padding: `${padBlock}px ${token.paddingSM - token.lineWidth}px`,
    borderWidth: token.lineWidth,
    borderStyle: token.lineType,
    borderRadius: token.borderRadius,
    transition: `all ${token.motionDurationMid}`,
  } as CSSProperties;
  const note = { fontSize: token.fontSize, lineHeight: token.lineHeight };

  return (
    <div style={{ marginBottom: error ? 0 : token.marginLG }}>
      <label htmlFor={name} style={{ display: 'block', paddingBottom: token.paddingXS, color: token.colorTextHeading }}>
        {label}
      </label>
      <span className="login-input" data-status={error ? 'error' : undefined} data-disabled={input.disabled || undefined} style={look}>
        <input
          {...input}
          id={name}
          name={name}
          type={password && !visible ? 'password' : 'text'}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
        />
        {password && (
          // biome-ignore lint/a11y/useSemanticElements: antd's own eye is a span with role button; a <button> would change the field's layout.
          <span
            role="button"
            tabIndex={input.disabled ? -1 : 0}
            className="login-password-icon"
            aria-disabled={input.disabled}
            aria-pressed={visible}
            // antd's pt-BR texts for the eye.
            aria-label={visible ? 'Ocultar' : 'Mostrar'}
            // As antd's: the click neither takes the focus nor moves the caret.
            onMouseDown={(event) => event.preventDefault()}
            onMouseUp={(event) => event.preventDefault()}
            onClick={toggle}
            onKeyDown={(event) => {
              if (event.key !== 'Enter' && event.key !== ' ') return;
              event.preventDefault();
              if (!event.repeat) toggle();
            }}
          >
            {visible ? <EyeOutlined /> : <EyeInvisibleOutlined />}
          </span>
        )}
      </span>
      {error && (
        // The message takes the place of the field's bottom margin, as antd's does: the form does not move.
        <div id={`${name}_help`} style={{ ...note, color: token.colorError, minHeight: token.marginLG }}>
          {error}
        </div>
      )}
      {extra && (
        <div id={`${name}_extra`} style={{ ...note, color: token.colorTextDescription, minHeight: token.controlHeightSM }}>
          {extra}
        </div>
      )}
    </div>
  );
}

/** A row of the form without a label (the bot check, the alert), spaced and at least as tall as antd's Form.Item. */
export function LoginRow({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div style={{ display: 'flex', alignItems: 'center', minHeight: token.controlHeight, marginBottom: token.marginLG }}>
      <div style={{ flex: 'auto', maxWidth: '100%' }}>{children}</div>
    </div>
  );
}
