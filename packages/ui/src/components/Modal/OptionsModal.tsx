import { Modal } from './Modal.tsx';
import type { ModalControls, ModalOpenOptions } from './ModalProvider.tsx';

/** What `useModal().open(options)` shows: a `Modal` whose confirm button answers. */
export default function OptionsModal<T>({
  options,
  controls,
}: {
  options: ModalOpenOptions<T>;
  controls: ModalControls<T>;
}) {
  const { content, footer, confirmValue, hideConfirm, ...modalProps } = options;
  const resolveValue = async () => {
    let value: T | undefined;
    try {
      value =
        typeof confirmValue === 'function' ? await (confirmValue as () => T | Promise<T>)() : confirmValue;
    } catch {
      return false; // stays open; the caller shows its own error
    }
    controls.answer((value === undefined ? true : value) as T);
    return true;
  };
  const showConfirm = !hideConfirm || modalProps.mode === 'confirm';
  return (
    <Modal
      {...modalProps}
      onConfirm={showConfirm ? resolveValue : undefined}
      footer={typeof footer === 'function' ? footer(controls) : footer}
    >
      {typeof content === 'function' ? content(controls) : content}
    </Modal>
  );
}
