import { DESIGN_RULES } from '@ledgerdesk/shared/generator/design-rules';
import type { GeneratorMessages } from './zh-cn';

export const generatorEn: GeneratorMessages = { message: { generator: {
  "import": "Import table",
  "chooseTable": "Choose a table without a resource",
  "imported": "Table {{table}} imported",
  "preview": "Preview code",
  "download": "Download zip",
  "write": "Write into the working tree",
  "writeOverwrite": "Write, overwriting {{count}} changed file(s)",
  "written": "{{count}} file(s) written",
  "new": "new",
  "changed": "changed",
  "save": "Save columns and relations",
  "saved": "Saved",
  "columns": "Columns",
  "relations": "Relations",
  "column": "Column",
  "sqlType": "SQL type",
  "fieldType": "Field type",
  "filter": "Filter",
  "mask": "Mask",
  "referencesTable": "References",
  "resource": "Resource",
  "labelField": "Display column",
  "noResource": "No resource serves this table yet",
  "languageMain": "Kept in 3 languages",
  "languageMainHint": "With {{en}} and {{zhTw}}: the list, the detail's title and the export show the reader's language, and the filter matches any of the three. Include all three as text to keep it so.",
  "languageOf": {
    "en": "English of {{main}}",
    "zhTw": "Traditional Chinese of {{main}}"
  },
  "dictType": "Dictionary",
  "editLabels": "Edit the labels of its entries",
  "labelsOf": "Entries of dictionary {{dict}}",
  "dictHint": "Dictionaries the generator creates take the CHECK values as their labels in all three languages (a designed table's status values likewise): open a dictionary to give its entries real labels.",
  "editedInDetail": "Edited in the Columns and Relations tabs of the table's detail",
  "designer": {
    "open": "Design a table",
    "title": "Design a new table",
    "done": "Table {{table}} designed; its migration is among its generated files",
    "hint": "The generator adds id (the primary key), version, created_at, updated_at, created_by and updated_by itself. Nothing is created in the database here: the table is created by the Migration file of the preview.",
    "tableName": "Table name",
    "tableComment": "Table comment",
    "area": "Area",
    "columns": "Columns",
    "column": "Column name",
    "type": "Type",
    "notNull": "Not null",
    "default": "Default",
    "label": "Label",
    "statusValues": "Status values",
    "statusPlaceholder": "e.g. DRAFT, LIVE (Enter after each)",
    "noDefault": "none",
    "add": "Add a column",
    "remove": "Remove the column",
    "types": {
      "text64": "Text (64)",
      "text255": "Text (255)",
      "longText": "Long text",
      "integer": "Integer",
      "bigint": "Big integer",
      "money": "Money",
      "rate": "Rate",
      "boolean": "Yes/no",
      "datetime": "Date-time",
      "json": "JSON"
    }
  },
  // The schema's own wording: what the server says in English is what the English console shows.
  "rule": DESIGN_RULES,
  "kind": {
    "definition": "Definition",
    "table": "Table",
    "binding": "Binding",
    "seed": "Menu and permissions",
    "migration": "Migration",
    "register": "Registration"
  },
  "label": {
    "zh-cn": "Label (Simplified)",
    "en": "Label (English)",
    "zh-tw": "Label (Traditional)"
  },
  "flag": {
    "include": "Field",
    "list": "List",
    "sort": "Sort",
    "form": "Form",
    "detail": "Detail",
    "export": "Export",
    "required": "Required"
  },
  "filterMode": {
    "none": "None",
    "exact": "Exact",
    "prefix": "Prefix",
    "contains": "Contains",
    "range": "Range",
    "in": "Any of"
  },
  "maskKind": {
    "none": "None",
    "phone": "Phone",
    "email": "E-mail",
    "idNumber": "ID number",
    "name": "Name",
    "secret": "Secret"
  },
  "type": {
    "input": "Text",
    "textarea": "Long text",
    "integer": "Integer",
    "decimal": "Decimal",
    "money": "Money",
    "rate": "Rate",
    "dict": "Dictionary",
    "image": "Image",
    "file": "File",
    "datetime": "Date-time",
    "switch": "Switch",
    "reference": "Reference",
    "json": "JSON"
  }
} } };
