// Differential reading: prints the fields hotels maps (FN, N, ADR, TEL, EMAIL,
// NOTE, ORG, UID, CATEGORIES) of every card ez-vcard (Debian
// libez-vcard-java) reads from each FILE, decoded, as one JSON line per file:
//   {"file":"PATH","cards":[{"FN":["..."],"N":["fam;giv;add;pre;suf"],...}]}
// or {"file":"PATH","error":"..."} when ez-vcard cannot read it.
// Structured values join their components with ';' and a component's values
// with ','; empty values (a structured one with only empty components too)
// are left out. VCardTests' differential test runs it.
//
//   javac -cp /usr/share/java/ez-vcard.jar -d OUT interop/EzVcardFields.java
//   java -cp /usr/share/java/ez-vcard.jar:/usr/share/java/vinnie.jar:OUT EzVcardFields FILE...

import ezvcard.VCard;
import ezvcard.io.text.VCardReader;
import ezvcard.property.Address;
import ezvcard.property.Categories;
import ezvcard.property.Email;
import ezvcard.property.FormattedName;
import ezvcard.property.Note;
import ezvcard.property.Organization;
import ezvcard.property.StructuredName;
import ezvcard.property.Telephone;
import java.io.File;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

public class EzVcardFields {
    public static void main(String[] args) throws Exception {
        PrintStream out = new PrintStream(System.out, false, StandardCharsets.UTF_8);
        for (String path : args) {
            StringBuilder line = new StringBuilder("{\"file\":").append(quote(path));
            try (VCardReader reader = new VCardReader(new File(path))) {
                List<String> cards = new ArrayList<>();
                VCard card;
                while ((card = reader.readNext()) != null) cards.add(fields(card));
                line.append(",\"cards\":[").append(String.join(",", cards)).append("]");
            } catch (Exception e) {
                line.append(",\"error\":").append(quote(String.valueOf(e)));
            }
            out.println(line.append("}"));
        }
        out.flush();
    }

    static String fields(VCard card) {
        List<String> parts = new ArrayList<>();
        List<String> values = new ArrayList<>();
        for (FormattedName fn : card.getFormattedNames()) values.add(fn.getValue());
        add(parts, "FN", values);
        values = new ArrayList<>();
        for (StructuredName n : card.getStructuredNames()) {
            values.add(structured(Arrays.asList(
                one(n.getFamily()), one(n.getGiven()), n.getAdditionalNames(), n.getPrefixes(), n.getSuffixes())));
        }
        add(parts, "N", values);
        values = new ArrayList<>();
        for (Address adr : card.getAddresses()) {
            values.add(structured(Arrays.asList(adr.getPoBoxes(), adr.getExtendedAddresses(), adr.getStreetAddresses(),
                adr.getLocalities(), adr.getRegions(), adr.getPostalCodes(), adr.getCountries())));
        }
        add(parts, "ADR", values);
        values = new ArrayList<>();
        for (Telephone tel : card.getTelephoneNumbers()) {
            // A tel: URI without its scheme, extension and all, as hotels' view gives it.
            values.add(tel.getText() != null ? tel.getText() : tel.getUri() == null ? null : tel.getUri().toString().substring(4));
        }
        add(parts, "TEL", values);
        values = new ArrayList<>();
        for (Email email : card.getEmails()) values.add(email.getValue());
        add(parts, "EMAIL", values);
        values = new ArrayList<>();
        for (Note note : card.getNotes()) values.add(note.getValue());
        add(parts, "NOTE", values);
        values = new ArrayList<>();
        for (Organization org : card.getOrganizations()) values.add(structured(wrap(org.getValues())));
        add(parts, "ORG", values);
        values = new ArrayList<>();
        if (card.getUid() != null) values.add(card.getUid().getValue());
        add(parts, "UID", values);
        values = new ArrayList<>();
        for (Categories categories : card.getCategoriesList()) values.addAll(categories.getValues());
        add(parts, "CATEGORIES", values);
        return "{" + String.join(",", parts) + "}";
    }

    static List<String> one(String value) {
        List<String> list = new ArrayList<>();
        if (value != null) list.add(value);
        return list;
    }

    static List<List<String>> wrap(List<String> values) {
        List<List<String>> list = new ArrayList<>();
        for (String value : values) list.add(one(value));
        return list;
    }

    static String structured(List<List<String>> components) {
        List<String> joined = new ArrayList<>();
        for (List<String> component : components) {
            List<String> kept = new ArrayList<>();
            for (String value : component) if (value != null && !value.isEmpty()) kept.add(value);
            joined.add(String.join(",", kept));
        }
        // A structured value with nothing in it counts as none.
        String value = String.join(";", joined);
        return value.replace(";", "").isEmpty() ? "" : value;
    }

    static void add(List<String> parts, String name, List<String> values) {
        List<String> quoted = new ArrayList<>();
        for (String value : values) if (value != null && !value.isEmpty()) quoted.add(quote(value));
        if (!quoted.isEmpty()) parts.add(quote(name) + ":[" + String.join(",", quoted) + "]");
    }

    static String quote(String text) {
        StringBuilder out = new StringBuilder("\"");
        for (char c : text.toCharArray()) {
            switch (c) {
                case '"': out.append("\\\""); break;
                case '\\': out.append("\\\\"); break;
                default:
                    if (c < 0x20) out.append(String.format("\\u%04x", (int) c)); else out.append(c);
            }
        }
        return out.append("\"").toString();
    }
}
