package frontmatter

import (
	"bytes"
	"reflect"
	"testing"

	"gopkg.in/yaml.v3"
)

// TestReadDecodesOnce: Meta decoded from the parsed nodes is what the
// YAML package's own decoding, which refuses unknown keys, gives; a front
// matter it refuses is refused with its message.
func TestReadDecodesOnce(t *testing.T) {
	for _, fm := range []string{
		"baslik: Ders\nsira: 3\nmodel: butce\n",
		"baslik: \"Ders: iki\"\nozet: Kısa.\nparametreler: p.json\nadres: https://ornek.github.io/kurs/\n",
		"baslik: Ders\nverilen:\n  - metin: R2\n    neden: belge adı\n  - {metin: \"K01\", neden: hizmet}\n",
		"baslik: Ders\nsira: üç\n",
		"baslik: Ders\nbaşlık: yanlış\n",
		"baslik: Ders\nverilen:\n  - metin: R2\n    sebep: yok\n",
		"baslik: Ders\nverilen: R2\n",
		"baslik: [a, b]\n",
		"baslik: Ders\nbaslik: İki\n",
		"- a\n- b\n",
		"",
		"baslik: &a Ders\nozet: *a\n",
	} {
		data := []byte("---\n" + fm + "---\n\nMetin.\n")
		got, err := Read("content/ders/index.md", data)
		want := Meta{Params: "model.json"}
		dec := yaml.NewDecoder(bytes.NewReader([]byte(fm)))
		dec.KnownFields(true)
		wantErr := dec.Decode(&want)
		switch {
		case wantErr != nil:
			if err == nil {
				t.Errorf("%q: read as %+v; the YAML package refuses it: %v", fm, got.Meta, wantErr)
			} else if yamlErr := yamlError("content/ders/index.md", wantErr); err.Error() != yamlErr.Error() {
				t.Errorf("%q: %v; want %v", fm, err, yamlErr)
			}
		case err != nil:
			if want.Title != "" {
				t.Errorf("%q: %v; the YAML package reads %+v", fm, err, want)
			}
		default:
			for i := range got.Meta.Givens {
				got.Meta.Givens[i].At = 0
			}
			if !reflect.DeepEqual(got.Meta, want) {
				t.Errorf("%q: read %+v, want %+v", fm, got.Meta, want)
			}
		}
	}
}
