import type { ReactNode } from 'react';
import styles from './notice.module.css';

export type NoticeSeverity = 'error' | 'warning' | 'info';

/** MUI's outlined alert icons (ErrorOutline, ReportProblemOutlined, InfoOutlined). */
const ICON_PATH: Record<NoticeSeverity, string> = {
  error: 'M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z',
  warning: 'M12 5.99L19.53 19H4.47L12 5.99M12 2L1 21h22L12 2zm1 14h-2v2h2v-2zm0-6h-2v4h2v-4z',
  info: 'M11,9H13V7H11M12,20C7.59,20 4,16.41 4,12C4,7.59 7.59,4 12,4C16.41,4 20,7.59 20,12C20,16.41 16.41,20 12,20M12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0,0 22,12A10,10 0 0,0 12,2M11,17H13V11H11V17Z',
};

export interface NoticeProps {
  severity: NoticeSeverity;
  title?: ReactNode;
  /** A button at the end of the notice (Retry, Reload). */
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}

/**
 * A message in a coloured band with its severity's icon, as MUI's standard Alert draws it (the
 * same role, `alert`, and the same colours), for what the first page shows without MUI: the
 * login page's refusals and notices, and a page that failed to load.
 */
export function Notice({ severity, title, action, className, children }: NoticeProps) {
  return (
    <div role="alert" className={[styles.notice, styles[severity], className].filter(Boolean).join(' ')}>
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={ICON_PATH[severity]} />
      </svg>
      <div className={styles.message}>
        {title !== undefined && <div className={styles.title}>{title}</div>}
        {children}
      </div>
      {action !== undefined && <div className={styles.action}>{action}</div>}
    </div>
  );
}
