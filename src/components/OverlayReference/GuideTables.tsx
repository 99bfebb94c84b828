/**
 * Tables for the overlay guides (alert box variations, KappaGen, the Widget Data dashboard): a setting
 * or a name as the people using the dashboard see it, and what it does. Rows come from src/data/overlays.
 */
import React from 'react';
import DataTable from '@site/src/components/DataTable';
import {textColumn} from '@site/src/components/DataTable/columns';
import {eventSettings, subscriptionVariations} from '@site/src/data/overlays/alertBoxVariations';
import {kappagenChatEmoteSettings, kappagenEmotesplosionSettings, kappagenGeneralSettings, kappagenModes} from '@site/src/data/overlays/kappagen';
import {widgetDataSections} from '@site/src/data/overlays/widgetData';

type Pair = {name: string; what: string};

function NameTable({rows, caption, nameLabel, whatLabel}: {rows: readonly Pair[]; caption: string; nameLabel: string; whatLabel: string}): React.ReactElement {
  return (
    <DataTable
      caption={caption}
      rows={rows}
      rowKey={(row) => row.name}
      columns={[{label: nameLabel, nowrap: true, cell: (row) => <strong>{row.name}</strong>}, textColumn(whatLabel, (row: Pair) => row.what)]}
    />
  );
}

export function AlertEventSettings(): React.ReactElement {
  return <NameTable caption="Settings of one alert box event" nameLabel="Setting" whatLabel="What it does" rows={eventSettings.map((row) => ({name: row.setting, what: row.what}))} />;
}

export function SubscriptionVariations(): React.ReactElement {
  return <NameTable caption="Built-in variations of the subscription alert" nameLabel="Variation" whatLabel="Plays" rows={subscriptionVariations.map((row) => ({name: row.name, what: row.plays}))} />;
}

const kappagenTables = {
  modes: {caption: 'What KappaGen does', nameLabel: 'Mode', rows: kappagenModes.map((row) => ({name: row.mode, what: row.what}))},
  general: {caption: 'KappaGen: general settings', nameLabel: 'Setting', rows: kappagenGeneralSettings.map((row) => ({name: row.setting, what: row.what}))},
  chatEmotes: {caption: 'KappaGen: chat emote settings', nameLabel: 'Setting', rows: kappagenChatEmoteSettings.map((row) => ({name: row.setting, what: row.what}))},
  emotesplosions: {caption: 'KappaGen: emotesplosion settings', nameLabel: 'Setting', rows: kappagenEmotesplosionSettings.map((row) => ({name: row.setting, what: row.what}))},
} as const;

export function KappagenTable({part}: {part: keyof typeof kappagenTables}): React.ReactElement {
  const table = kappagenTables[part];
  return <NameTable caption={table.caption} nameLabel={table.nameLabel} whatLabel="What it does" rows={table.rows} />;
}

export function WidgetDataSections(): React.ReactElement {
  return (
    <DataTable
      caption="Sections of the Widget Data dashboard"
      rows={widgetDataSections}
      rowKey={(row) => row.section}
      columns={[
        {label: 'Section', nowrap: true, cell: (row) => <strong>{row.section}</strong>},
        textColumn('Holds', (row: (typeof widgetDataSections)[number]) => row.holds),
        textColumn('What you can change', (row: (typeof widgetDataSections)[number]) => row.change),
      ]}
    />
  );
}
