import { siteSettingsTags } from '@tablogs/content/preview-tags';
import { Badge, Stat, StatGroup } from '@tablogs/ui';
import { Tagged } from '../content/tagged';

interface HomeStatisticsProps {
  statistics: readonly { value: string; label: string }[];
  boreholesBadge: string;
}

/** The headline figures and the boreholes-logged badge (siteSettings). */
export function HomeStatistics({ statistics, boreholesBadge }: HomeStatisticsProps) {
  return (
    <div className="home-stats">
      <StatGroup className="home-stats__figures">
        {statistics.map((item) => (
          <Stat
            key={item.label}
            value={item.value}
            label={item.label}
            {...siteSettingsTags('statistics')}
          />
        ))}
      </StatGroup>
      <p className="home-stats__badge">
        <Badge tone="accent">
          <Tagged tags={siteSettingsTags('boreholesBadge')}>{boreholesBadge}</Tagged> boreholes
          logged
        </Badge>
      </p>
    </div>
  );
}
