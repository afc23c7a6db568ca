/**
 * The shared jest environment lends jsdom Node's FormData, which cannot read a <form>. React 19
 * builds `new FormData(form)` when a submit handler starts a transition (react-router's navigate
 * does), so a form that navigates on submit throws in tests only. This wraps FormData to read the
 * form's fields itself. Import it first in tests of such forms.
 */
const NodeFormData = globalThis.FormData;

class FormDataFromForm extends NodeFormData {
  constructor(form?: unknown, _submitter?: unknown) {
    super();
    if (form instanceof HTMLFormElement) {
      for (const element of Array.from(form.elements)) {
        if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement)) continue;
        if (!element.name || element.disabled) continue;
        if (element instanceof HTMLInputElement && (element.type === 'radio' || element.type === 'checkbox') && !element.checked) continue;
        this.append(element.name, element.value);
      }
    }
  }
}

globalThis.FormData = FormDataFromForm as typeof FormData;
