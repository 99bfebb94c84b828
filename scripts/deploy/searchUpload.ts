import {readFileSync} from 'node:fs';
import type {SearchClient} from 'algoliasearch';
import {hostedIndexSettings} from '../search/hostedExport';
import type {UploadPlan} from './plan';

type Client = Pick<SearchClient, 'setSettings' | 'saveSynonyms' | 'replaceAllObjects' | 'waitForTask'>;

/** The search service's own client (algoliasearch), made only when a real upload runs. */
async function searchClient(appId: string, writeKey: string): Promise<Client> {
  const {algoliasearch} = await import('algoliasearch');
  return algoliasearch(appId, writeKey);
}

/**
 * Uploads the records `npm run search:export` writes, with their settings and synonyms: settings and
 * synonyms first, on the live index, then every record through a temporary index that replaces the
 * live one at once (the service copies settings and synonyms over), so readers never search a half
 * index.
 */
export async function uploadSearchRecords(plan: UploadPlan, env: NodeJS.ProcessEnv, makeClient = searchClient): Promise<void> {
  if (plan.skipped) return;
  const {appId, indexName} = plan;
  const writeKey = env.DOCSEARCH_WRITE_API_KEY?.trim();
  if (!appId || !indexName || !writeKey) throw new Error('Cannot upload search records: set DOCSEARCH_APP_ID, DOCSEARCH_INDEX_NAME and DOCSEARCH_WRITE_API_KEY.');
  const client = await makeClient(appId, writeKey);
  const records = JSON.parse(readFileSync(plan.recordsFile, 'utf8')) as Record<string, unknown>[];
  const synonyms = JSON.parse(readFileSync(plan.recordsFile.replace(/\.json$/, '.synonyms.json'), 'utf8')) as Parameters<Client['saveSynonyms']>[0]['synonymHit'];
  const settings = await client.setSettings({indexName, indexSettings: hostedIndexSettings as Parameters<Client['setSettings']>[0]['indexSettings']});
  await client.waitForTask({indexName, taskID: settings.taskID});
  const saved = await client.saveSynonyms({indexName, synonymHit: synonyms, replaceExistingSynonyms: true});
  await client.waitForTask({indexName, taskID: saved.taskID});
  await client.replaceAllObjects({indexName, objects: records, batchSize: 1000});
}
