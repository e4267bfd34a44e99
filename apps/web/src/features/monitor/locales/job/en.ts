import type { jobZhCn } from './zh-cn';

export const jobEn: typeof jobZhCn = {
  message: {
    job: {
      nextRuns: 'Next five runs',
      timezone: 'Time zone: {{zone}}',
      cronHelp: 'second (optional) minute hour day month weekday, e.g. 0 */5 * * * * runs every 5 minutes',
      cronChecking: 'Checking…',
      cronNoRuns: 'This expression never runs again',
      cronRefused: 'Not a valid expression: {{reason}}',
      handlerPlaceholder: 'Choose a handler',
      paramsShape: 'Parameters: {{shape}}',
      paramsNone: 'This handler takes no parameters; keep {}',
      builtInTag: 'Built-in',
      runTitle: 'Run once: {{name}}',
      runConfirm: 'Run this job once now, on this server? The outcome goes to the job log.',
      runOk: 'Run',
      cancel: 'Cancel',
      close: 'Close',
      runStarted: 'Running…',
      runResult: 'Outcome',
      runDuration: 'took {{ms}} ms',
      runLogLink: 'Open the job log',
      recentRuns: 'Recent runs',
      noRuns: 'No runs yet',
      logButton: 'Job log',
    },
  },
};
