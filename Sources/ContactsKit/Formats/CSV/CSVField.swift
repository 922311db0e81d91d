/// What a CSV column holds, for `--map COLUMN=field` on a header the import does not know.
public enum CSVField: String, Sendable, CaseIterable, Hashable {
    case name, given, middle, family, prefix, suffix, nickname
    case email, phone, mobile, url
    case organization, department, title
    case birthday, anniversary, note, categories
    case street, city, region, postcode, country
    /// The column is not read.
    case ignore
}
