/**
 * One-shot service of the evaluation stack (docker-compose.yml): generates its secrets into
 * the directory given (the `eval-secrets` volume) on the first run, keeps them afterwards.
 */
import { writeEvalSecrets } from '@pickup/api/dev/eval-secrets';

const dir = process.argv[2] ?? '/secrets';
console.log(
  `Evaluation secrets ${writeEvalSecrets(dir, process.env.S3_BUCKET ?? 'pickup')} in ${dir}`,
);
