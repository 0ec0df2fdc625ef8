// The IPTV fields of the creation form and the edit modal: username, whatsapp, and the package
// choice, a switch between a ready package and a custom one made of bouquets (multiselect, free tags).
import { Form, Select, Switch, type FormInstance } from 'antd';
import { getRegPassword } from '../../app/session';
import { useIptvPackagesQuery } from './api';
import { FieldColumn, IptvUsernameItem, WhatsappItem } from './createForm';

export interface IptvPackageValues {
  isCustomPackage: boolean;
  package?: number | string;
  bouquets?: Array<number | string>;
}

/** No package in the chosen mode: the spec's 'Por favor, é necessário selecionar algum pacote'. */
export const lacksPackage = (values: IptvPackageValues) => (values.isCustomPackage ? !values.bouquets?.length : !values.package);

/** The request fields of the chosen mode only: the edit refuses an empty bouquet list. */
export const iptvPackageBody = (values: IptvPackageValues) =>
  values.isCustomPackage ? { isCustomPackage: true, bouquets: values.bouquets } : { isCustomPackage: false, package: values.package };

/** The switch and the select as two grid columns. */
export function IptvPackageFields({ form }: { form: FormInstance }) {
  const custom: boolean = Form.useWatch('isCustomPackage', form) ?? false;
  const reg_password = getRegPassword();
  const { data: packages = [], isLoading: packagesLoading } = useIptvPackagesQuery({ ready: true, reg_password });
  const { data: bouquets = [], isLoading: bouquetsLoading } = useIptvPackagesQuery({ ready: false, reg_password }, { skip: !custom });
  return (
    <>
      <FieldColumn>
        <Form.Item label="Pacote personalizado" name="isCustomPackage" valuePropName="checked">
          <Switch checkedChildren="Personalizado" unCheckedChildren="Pronto" />
        </Form.Item>
      </FieldColumn>
      <FieldColumn>
        {custom ? (
          <Form.Item label="Bouquets" name="bouquets">
            <Select mode="multiple" loading={bouquetsLoading} placeholder=".::SELECIONE::." options={bouquets.map((b) => ({ value: b.id, label: b.name }))} />
          </Form.Item>
        ) : (
          <Form.Item label="Pacote" name="package">
            <Select loading={packagesLoading} placeholder=".::SELECIONE::." options={packages.map((p) => ({ value: p.id, label: p.name }))} />
          </Form.Item>
        )}
      </FieldColumn>
    </>
  );
}

/** Username, whatsapp and the package choice: the fields the creation form and the edit modal share. */
export function IptvLineFields({ form }: { form: FormInstance }) {
  return (
    <>
      <FieldColumn>
        <IptvUsernameItem />
      </FieldColumn>
      <FieldColumn>
        <WhatsappItem />
      </FieldColumn>
      <IptvPackageFields form={form} />
    </>
  );
}
