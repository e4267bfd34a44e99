import { Button, Result } from 'antd';

interface ErrorPageProps {
  status: '401' | '404';
  title: string;
  message: string;
  action: string;
  onAction: () => void;
}

/** The shared shape of the 401 and 404 pages: big code, title, message and one way out. */
export function ErrorPage({ status, title, message, action, onAction }: ErrorPageProps) {
  return (
    <Result
      status={status === '401' ? '403' : '404'}
      title={`${status} · ${title}`}
      subTitle={message}
      extra={
        <Button type="primary" shape="round" onClick={onAction}>
          {action}
        </Button>
      }
    />
  );
}
